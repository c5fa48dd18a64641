import { Outlet } from 'react-router-dom';
import type { CurrentUser } from '@app/contracts/user';
import { BottomNav } from './bottom-nav';

export function SignedInLayout(_props: { user: CurrentUser }) {
  return (
    <>
      <Outlet />
      <BottomNav />
    </>
  );
}
