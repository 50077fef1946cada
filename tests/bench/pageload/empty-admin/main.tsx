import { Admin, Datagrid, type DataProvider, List, Resource, TextField } from 'react-admin';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

/**
 * The bench's baseline (item 7): the least a react-admin app is, one resource with a trivial list
 * and a dashboard, on an in-memory data provider. Its load and navigation times, measured in the
 * same run as the product's, turn the product's figures into ratios that do not depend on the machine.
 */
const ITEMS = [
  { id: 1, name: 'Primeiro' },
  { id: 2, name: 'Segundo' },
  { id: 3, name: 'Terceiro' },
];

const refuse = () => Promise.reject(new Error('read-only'));
const dataProvider: DataProvider = {
  getList: async () => ({ data: ITEMS as never[], total: ITEMS.length }),
  getOne: async (_resource, { id }) => ({ data: ITEMS.find((item) => item.id === Number(id)) as never }),
  getMany: async () => ({ data: ITEMS as never[] }),
  getManyReference: async () => ({ data: ITEMS as never[], total: ITEMS.length }),
  create: refuse,
  update: refuse,
  updateMany: refuse,
  delete: refuse,
  deleteMany: refuse,
};

const Dashboard = () => <h1>Painel</h1>;

const ItemList = () => (
  <List>
    <Datagrid bulkActionButtons={false}>
      <TextField source="name" />
    </Datagrid>
  </List>
);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  // Addresses as the product's: paths, not react-admin's default #hash routes.
  <BrowserRouter>
    <Admin dataProvider={dataProvider} dashboard={Dashboard} disableTelemetry>
      <Resource name="items" list={ItemList} />
    </Admin>
  </BrowserRouter>,
);
