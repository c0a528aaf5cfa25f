import { AutocompleteInput, ReferenceInput, type Validator } from 'react-admin';

interface BoatOption {
  title: string;
  harbourName?: string;
  cityName?: string;
  ownerName?: string;
}
interface PersonOption {
  firstName: string;
  lastName: string;
  email: string;
}
interface LeadOption {
  id: number;
  contactName: string | null;
  destination: string | null;
}

// The API's full-text filter (`filter={"q":…}`) matches a boat's name, place and owner, a user's
// name and e-mail, a lead's renter and destination.
const searchText = (q: string) => (q ? { q } : {});

export const boatOptionText = (boat: BoatOption) =>
  [boat.title, [boat.harbourName, boat.cityName].filter(Boolean).join(', '), boat.ownerName]
    .filter(Boolean)
    .join(' · ');

/** Pick a boat by typing its name, its harbour or city, or its owner. */
export function BoatReferenceInput({
  source,
  label,
  validate,
  published = false,
}: {
  source: string;
  label: string;
  validate?: Validator | Validator[];
  /** Only listings renters can book (for quotes). */
  published?: boolean;
}) {
  return (
    <ReferenceInput
      source={source}
      reference="boats"
      filter={published ? { moderationStatus: 'published' } : {}}
      sort={{ field: 'title', order: 'ASC' }}
    >
      <AutocompleteInput
        label={label}
        optionText={boatOptionText}
        filterToQuery={searchText}
        validate={validate}
        sx={{ minWidth: 320 }}
      />
    </ReferenceInput>
  );
}

/** Pick a renter or an owner by typing their name or e-mail. */
export function UserReferenceInput({ source, label }: { source: string; label: string }) {
  return (
    <ReferenceInput source={source} reference="users" sort={{ field: 'lastName', order: 'ASC' }}>
      <AutocompleteInput
        label={label}
        optionText={(user: PersonOption) => `${user.firstName} ${user.lastName} · ${user.email}`}
        filterToQuery={searchText}
        sx={{ minWidth: 280 }}
      />
    </ReferenceInput>
  );
}

/** Pick a lead by typing the renter's name or the destination. */
export function LeadReferenceInput({ source, label }: { source: string; label: string }) {
  return (
    <ReferenceInput source={source} reference="leads">
      <AutocompleteInput
        label={label}
        optionText={(lead: LeadOption) =>
          [`#${lead.id}`, lead.contactName, lead.destination].filter(Boolean).join(' · ')
        }
        filterToQuery={searchText}
        sx={{ minWidth: 280 }}
      />
    </ReferenceInput>
  );
}
