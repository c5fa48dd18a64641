import { Link } from 'react-router-dom';
import { AuthLayout } from './auth-layout';

export function VerifyEmailPage() {
  return (
    <AuthLayout title="VerifyEmailPage">
      <Link to="/login">Login</Link>
    </AuthLayout>
  );
}
