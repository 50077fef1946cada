import { Navigate } from 'react-admin';
import { HomePage } from '../../custom-pages/home';

/** `/instances` shows the instance dashboard. */
export const InstancesList = () => <Navigate to={HomePage.path} replace />;
