import { Link } from 'react-router-dom';
import { AuthLayout } from './auth-layout';

export function RegisterPage() {
  return (
    <AuthLayout title="RegisterPage">
      <Link to="/login">Login</Link>
    </AuthLayout>
  );
}
