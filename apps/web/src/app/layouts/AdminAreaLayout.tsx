import { AdminMenu } from '../../components/side-menus/AdminMenu';
import { RequireStaff } from '../guards/RequireStaff';
import { DefaultLayout } from './DefaultLayout';

/** /admin/*: staff only, with the admin side menu. */
export function AdminAreaLayout() {
  return (
    <RequireStaff>
      <DefaultLayout sideMenu={<AdminMenu />} />
    </RequireStaff>
  );
}
