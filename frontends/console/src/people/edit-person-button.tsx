import { Button, VisuallyHidden } from '@vs/ui';
import type { Person } from './user-search.ts';

/** A row's Edit button; its accessible name names the person ('Edit Pat Lee'). */
export const EditPersonButton = ({
  person,
  onEdit,
}: {
  person: Person;
  onEdit: (person: Person) => void;
}) => (
  <Button variant="secondary" onClick={() => onEdit(person)}>
    Edit<VisuallyHidden>{` ${person.forename} ${person.surname}`}</VisuallyHidden>
  </Button>
);
