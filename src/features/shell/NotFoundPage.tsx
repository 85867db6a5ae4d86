import { Link as RouterLink } from 'react-router-dom';
import { Card, Text } from '@fluentui/react-components';

/** Page not found (login required, portal-shell §2). */
export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title" style={{ maxWidth: 720, margin: '48px auto', padding: '0 16px' }}>
      <h1 id="not-found-title">Page not found</h1>
      <Card>
        <Text>The page you asked for does not exist or has moved.</Text>
        <RouterLink to="/">Go to the home page</RouterLink>
      </Card>
    </section>
  );
}
