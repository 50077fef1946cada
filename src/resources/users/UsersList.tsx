import { Navigate } from 'react-admin';
import { SimpleUsersPage } from '../../custom-pages/simple-users';

/** `/users` shows the users and instances admin. */
export const UsersList = () => <Navigate to={SimpleUsersPage.path} replace />;
