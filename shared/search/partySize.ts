/** SPEC section 9: a party is 1 to 20 people, in the search's filter and in a booking request alike. */
export const MAX_PEOPLE = 20;
