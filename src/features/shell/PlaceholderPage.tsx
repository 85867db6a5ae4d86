import { Card, Text } from '@fluentui/react-components';

/** A screen owned by later work: names what will be there. */
export function PlaceholderPage({ title, text }: { title: string; text: string }) {
  return (
    <section aria-labelledby="placeholder-title" style={{ maxWidth: 880, margin: '32px auto', padding: '0 16px' }}>
      <h1 id="placeholder-title">{title}</h1>
      <Card>
        <Text>{text}</Text>
        <Text size={200}>This screen is coming soon.</Text>
      </Card>
    </section>
  );
}
