import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { readerLanguage } from '../i18n/readerText.ts';

/**
 * Every e-mail's HTML part, made with react-email from the same words as its plain-text part (the
 * notice's text, already in the recipient's language): one paragraph per block of the text, every
 * address a link. The text part stays the outbox row's body, so an e-mail reads the same in both
 * parts and a link added to a notice's text (a thread's, a contract's) is in both without more work.
 */
export interface EmailContent {
  language: string;
  subject: string;
  /** The plain-text part: paragraphs separated by a blank line. */
  body: string;
}

const ADDRESS = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)»”])/g;

/** A line's text with its addresses as links (their own words: the address is what the reader sees). */
function withLinks(line: string, lineNumber: number): ReactNode[] {
  return line.split(ADDRESS).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a line's pieces never move
      <Link key={`${lineNumber}-${index}`} href={part} style={link}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

export function NoticeEmail({ language, subject, body }: EmailContent) {
  const paragraphs = body.split(/\n{2,}/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <Html lang={readerLanguage(language)} dir="ltr">
      <Head />
      <Preview>{subject}</Preview>
      <Body style={page}>
        <Container style={container}>
          <Heading as="h1" style={heading}>
            {subject}
          </Heading>
          {paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs never move
            <Text key={index} style={text}>
              {paragraph.split('\n').flatMap((line, n) =>
                // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph's lines never move
                n === 0 ? withLinks(line, n) : [<br key={`br-${n}`} />, ...withLinks(line, n)],
              )}
            </Text>
          ))}
          <Hr style={rule} />
          <Text style={footer}>Bosun</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The doctype react-email's `render` puts before an e-mail, the one mail clients expect. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The HTML part of an e-mail whose plain-text part is `content.body`. The template is synchronous, so
 * React's static renderer makes it: the same markup as react-email's `render` without its streams and
 * the streaming renderer's `<!--$-->` markers, in a third of the time (a payout run writes one per owner).
 */
export function renderEmailHtml(content: EmailContent): string {
  return DOCTYPE + renderToStaticMarkup(<NoticeEmail {...content} />);
}

const page = {
  backgroundColor: '#f4f7fa',
  fontFamily: 'Helvetica, Arial, sans-serif',
  margin: 0,
  padding: '24px 0',
};
const container = {
  backgroundColor: '#ffffff',
  borderRadius: 8,
  margin: '0 auto',
  maxWidth: 560,
  padding: 24,
};
const heading = { color: '#0b3954', fontSize: 20, lineHeight: '28px', margin: '0 0 16px' };
const text = { color: '#1f2933', fontSize: 15, lineHeight: '22px', margin: '0 0 12px' };
const link = { color: '#0b6e99', textDecoration: 'underline' };
const rule = { borderColor: '#e4e7eb', margin: '20px 0 12px' };
const footer = { color: '#7b8794', fontSize: 12, margin: 0 };
