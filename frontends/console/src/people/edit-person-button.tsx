import { Button } from '@vs/ui';
import { FormattedMessage } from 'react-intl';
import { hiddenWords } from '../shared/hidden-words.tsx';
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
    <FormattedMessage
      id="console.people.editPerson"
      defaultMessage="Edit<hidden> {forename} {surname}</hidden>"
      values={{
        forename: person.forename,
        surname: person.surname,
        hidden: hiddenWords,
      }}
    />
  </Button>
);
