import type { SitePageTexts } from '../sitePageTexts.ts';

export const texts: SitePageTexts = {
  pages: {
    about: {
      title: 'About Bosun',
      description:
        'Bosun connects people who want to go out on the water with owners and professionals who rent boats and run activities.',
      sections: [
        {
          heading: 'What we do',
          paragraphs: [
            'Bosun is a marketplace for boat rental and sea activities: sailboats, catamarans, motorboats, licence-free boats, jet skis, houseboats and yachts, with or without a skipper, and outings such as boat tours, diving or sunset cruises.',
            'Owners and professionals list their boats and set their own prices, calendars and cancellation policies. Renters search by place and dates, book and pay online, and talk to the owner before and after the trip.',
          ],
        },
        {
          heading: 'How we work',
          paragraphs: [
            'We check listings before they are published, hold the payment until the owner accepts a request, and keep a record of every booking, message and contract so that both sides can rely on what was agreed.',
            'The site is available in 13 languages and shows prices in your currency; the amount charged is in euros.',
          ],
        },
      ],
    },
    'how-it-works': {
      title: 'How it works',
      description: 'Find a boat, send a request or book instantly, and go sailing: here is each step.',
      sections: [
        {
          heading: '1. Search',
          paragraphs: [
            'Choose a place, your dates and how many people are coming. Filter by type of boat, with or without a skipper, price, length or equipment, and compare listings on the map.',
          ],
        },
        {
          heading: '2. Book',
          paragraphs: [
            'Some boats can be booked instantly. For the others you send a request: the amount is reserved on your card and charged only if the owner accepts within 48 hours; otherwise the reservation is released.',
            'Before you confirm, you see the full price with the service fee, the options and insurances you chose, the deposit and the cancellation policy.',
          ],
        },
        {
          heading: '3. Go out on the water',
          paragraphs: [
            'Once the booking is accepted you get the owner’s contact details and the meeting point. At the harbour you sign the check-in contract on your phone, and the check-out contract when you return the boat.',
            'After the trip you and the owner review each other. Reviews are published together, after both have written or after 14 days.',
          ],
        },
      ],
    },
    'become-an-owner': {
      title: 'Become an owner',
      description: 'Rent out your boat or your activity to renters from all over Europe, on your own terms.',
      sections: [
        {
          heading: 'List your boat',
          paragraphs: [
            'Create an account, describe your boat in your own language, add photos, your prices by season and the days it is available. Your listing is shown to renters in 13 languages: titles are written from your boat’s facts and descriptions are translated.',
          ],
        },
        {
          heading: 'Stay in control',
          paragraphs: [
            'You choose instant booking or requests, the minimum rental, the deposit and the cancellation policy. You answer each request within 48 hours and can talk to the renter before accepting.',
          ],
        },
        {
          heading: 'Get paid',
          paragraphs: [
            'Renters pay online. The deposit is held on the renter’s card and released after the trip unless you report damage. Your earnings are paid out after the trip starts.',
          ],
        },
      ],
    },
    help: {
      title: 'Help',
      description: 'Answers to the questions renters and owners ask most often.',
      sections: [
        {
          heading: 'Do I need a boating licence?',
          paragraphs: [
            'Not for licence-free boats, nor for boats rented with a skipper. Each listing says whether a licence is required; the owner may ask to see it at the harbour.',
          ],
        },
        {
          heading: 'When am I charged?',
          paragraphs: [
            'For an instant booking, when you book. For a request, the amount is only reserved and is charged when the owner accepts. With a down payment, the balance is charged automatically before the trip.',
          ],
        },
        {
          heading: 'How do I cancel?',
          paragraphs: [
            'Open the booking in your account and choose “Cancel”. The refund follows the cancellation policy shown when you booked; withdrawing a request that was not yet accepted is free.',
          ],
        },
        {
          heading: 'What about the deposit?',
          paragraphs: [
            'The deposit is an authorisation on your card, not a payment. It is released after the trip, or partly captured only if damage is reported and settled.',
          ],
        },
        {
          heading: 'Something else?',
          paragraphs: ['Write to us from the contact page; we answer in your language.'],
        },
      ],
    },
    contact: {
      title: 'Contact us',
      description:
        'A question about a boat, a booking or your account? Write to us and our team will answer by e-mail.',
      sections: [
        {
          heading: 'Before you write',
          paragraphs: [
            'About an existing booking, the fastest way is the conversation with the owner in your account. For anything else, use the form below: your message reaches our team, which answers by e-mail, usually within one working day.',
          ],
        },
      ],
    },
    terms: {
      title: 'Terms of use',
      description: 'The rules that apply when you use Bosun to rent a boat or an activity, or to offer one.',
      sections: [
        {
          heading: '1. Who we are',
          paragraphs: [
            'Bosun runs this website and its apps, a marketplace where owners (private individuals and professionals) offer boats and activities and renters book them. The rental contract is made between the renter and the owner; Bosun is not a party to it and does not own the boats.',
          ],
        },
        {
          heading: '2. Accounts',
          paragraphs: [
            'You need an account to book or to list a boat. You must give accurate details, keep your password secret and confirm your phone number with the code we send by SMS. You are responsible for what is done with your account.',
          ],
        },
        {
          heading: '3. Bookings and payment',
          paragraphs: [
            'The price shown before you confirm includes the rental, the options and insurances you chose and Bosun’s service fee. Payment is made by card through our payment provider, Stripe. A request is authorised on your card and charged only if the owner accepts it within 48 hours. With a down payment, the balance is charged on its due date.',
            'The deposit is an authorisation on your card; it is captured, in part or in whole, only for damage reported by the owner and settled after review.',
          ],
        },
        {
          heading: '4. Cancellation',
          paragraphs: [
            'Each listing has a cancellation policy (flexible, moderate or strict), shown on the listing and at the time of booking; the policy in force when you booked applies. An owner who cancels refunds the renter in full. A request the renter withdraws before it is accepted is free.',
          ],
        },
        {
          heading: '5. Owners’ commitments',
          paragraphs: [
            'Owners describe their boats truthfully, keep their calendars up to date, hold the insurance and papers the law requires, hand over a boat in good order and answer requests within 48 hours.',
          ],
        },
        {
          heading: '6. Renters’ commitments',
          paragraphs: [
            'Renters hold the licence required for the boat if they sail without a skipper, respect the number of people allowed, follow the owner’s safety briefing and return the boat on time and in the state they received it.',
          ],
        },
        {
          heading: '7. Messages and reviews',
          paragraphs: [
            'Messages go through Bosun. Until a booking is accepted, phone numbers, e-mail addresses and links are hidden from the other party. Reviews must describe a real trip; we may hide a message or a review that breaks these terms.',
          ],
        },
        {
          heading: '8. Liability and disputes',
          paragraphs: [
            'Bosun is responsible for running the platform and handling payments with care. Claims about the boat or the trip are made against the other party; our team helps both sides find a solution. These terms are governed by the law of the country where Bosun is established, without depriving consumers of the protection of the law of their country.',
          ],
        },
      ],
    },
    privacy: {
      title: 'Privacy policy',
      description:
        'What personal data Bosun stores, why, with whom it is shared and how you can exercise your rights.',
      sections: [
        {
          heading: 'What we store',
          paragraphs: [
            'Your account: name, e-mail address, phone number, language, currency and a password stored only as an argon2 hash (or the identifier of the Google, Apple or Facebook account you sign in with).',
            'Your bookings: boat, dates, number of people, price lines, insurances, cancellation terms, status history, and the check-in and check-out contracts with their photos.',
            'Your payments: amounts, status and the reference of the payment at Stripe. Card numbers are entered in the payment provider’s form and are never stored by Bosun.',
            'Your messages with owners or renters, your reviews, your favourites and your contact requests.',
            'Security records: active sessions, failed sign-in attempts with the address they came from, and SMS verification codes (valid ten minutes).',
          ],
        },
        {
          heading: 'Why',
          paragraphs: [
            'To perform the rental you book or offer (contract), to prevent fraud and secure accounts (legitimate interest), to keep accounting records (legal obligation) and, only with your consent, to measure audience and advertising.',
          ],
        },
        {
          heading: 'Who else receives data',
          paragraphs: [
            'The other party of your booking (name, and contact details once the booking is accepted); Stripe for payments; Twilio to send SMS codes; our e-mail provider for notifications; and, when enabled, an error-reporting service that receives technical error reports from which e-mail addresses, phone numbers, card numbers and tokens are removed.',
          ],
        },
        {
          heading: 'How long',
          paragraphs: [
            'Account data as long as the account is open; bookings and payments for the period accounting law requires; live notifications one day; error reports until replaced by newer ones.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'You can access, correct, export or delete your data, object to its use and withdraw consent at any time, from your account or by writing to us through the contact page. You may also complain to your data protection authority.',
          ],
        },
      ],
    },
    cookies: {
      title: 'Cookies',
      description:
        'The cookies Bosun uses, what each one is for and how long it lasts; change your choice at any time.',
      sections: [
        {
          heading: 'Your choice',
          paragraphs: [
            'Strictly necessary cookies keep you signed in, protect forms and remember your language, currency and cookie choice; they cannot be turned off. Audience measurement, surveys and advertising are used only if you accept them, and you can change your mind at any time.',
          ],
        },
      ],
    },
  },
  cookies: {
    bosun_session: 'Keeps you signed in (removed after 30 days without a visit).',
    'XSRF-TOKEN': 'Protects your changes against requests sent by other sites.',
    bosun_device: 'Recognises a browser that signed in before, so security checks do not lock you out.',
    bosun_consent: 'Remembers your cookie choice.',
    currency: 'Remembers the currency you chose for prices.',
    ab_variation: 'Keeps the same search layout while we compare two versions.',
    disabledTracking: 'In the Bosun app: the app’s tracking setting.',
    visitorUlid: 'Audience measurement: counts visits without identifying you.',
    adClickId: 'Advertising: remembers the ad you came from, to know which ads work.',
  },
};
