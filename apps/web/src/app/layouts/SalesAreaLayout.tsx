import { useParams } from 'react-router';
import { SalesMenu } from '../../components/side-menus/SalesMenu';
import { NotFoundPage } from '../../components/errors/NotFoundPage';
import { RequireStaff } from '../guards/RequireStaff';
import { DefaultLayout } from './DefaultLayout';

/** /sale/*: the sales area, staff only. A non-numeric sales id fails validation: 404. */
export function SalesAreaLayout() {
  const { salesId } = useParams();
  const valid = salesId === undefined || /^\d+$/.test(salesId);
  return (
    <RequireStaff>
      <DefaultLayout sideMenu={<SalesMenu salesId={salesId} />}>{valid ? undefined : <NotFoundPage />}</DefaultLayout>
    </RequireStaff>
  );
}
