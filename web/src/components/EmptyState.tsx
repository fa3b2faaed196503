import type { ReactNode } from 'react';
import { Header, Icon, Segment, type SemanticICONS } from 'semantic-ui-react';

export function EmptyState({ icon = 'inbox', text, children, testId }: { icon?: SemanticICONS; text: string; children?: ReactNode; testId?: string }) {
  return (
    <Segment placeholder basic data-testid={testId ?? 'empty-state'}>
      <Header icon>
        <Icon name={icon} color="grey" />
        {text}
      </Header>
      {children}
    </Segment>
  );
}
