import { config } from '../../config';
import { LegalLayout, type LegalSection } from './legal-layout';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    body: (
      <p>
        {config.productName} is a subscription web tool that helps teams answering government requests for
        proposals build staffing plans from solicitation documents.
      </p>
    ),
  },
  {
    id: 'information-collected',
    title: 'Information We Collect',
    body: (
      <p>
        Your e-mail address and account dates; the documents you upload and the text extracted from them; the
        plans you create, their names and your custom instructions; chat messages with the assistant; usage
        counts (tokens and plans per month); and your subscription status. Card details are handled by the
        payment provider and never reach us.
      </p>
    ),
  },
  {
    id: 'use',
    title: 'How We Use Information',
    body: (
      <p>
        To provide the service: generate and refine your plans, keep your plan library, meter usage against
        your plan, manage your subscription and answer support requests. Your plans are private to you.
        Uploaded documents are not kept permanently: they are removed after processing, typically within about
        24 hours.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and Local Storage',
    body: (
      <p>
        We use essential storage only: authentication, subscription status and your sidebar preference. There
        is no third-party tracking and no advertising cookie.
      </p>
    ),
  },
  {
    id: 'third-parties',
    title: 'Third-Party Services',
    body: (
      <p>
        An authentication service (sign-in and account management), a card payment provider (subscriptions and
        billing), and two AI providers that process document text to generate and refine plans. Each receives
        only what it needs for its task.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security and Storage',
    body: (
      <p>
        Data travels encrypted, access is limited to your own account, and documents are deleted after
        processing. Do not upload classified, CUI, sensitive or personal data.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your Rights',
    body: (
      <p>
        You may access, correct, export or delete your data. You can delete your account from the Profile tab
        of the account page; account deletion removes all your data within 30 days.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'Data Retention',
    body: (
      <p>
        Documents: about 24 hours after processing; after that a plan keeps only short citations of them (at
        most 200 characters per quote) beside its tasks and hours. Plans and usage records: while your account
        exists. After account deletion, all data is removed within 30 days.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about privacy:{' '}
        <a className="text-primary underline" href={`mailto:${config.contactEmail}`}>
          {config.contactEmail}
        </a>
        .
      </p>
    ),
  },
  {
    id: 'updates',
    title: 'Updates to This Policy',
    body: (
      <p>
        We may update this policy; material changes are announced by e-mail or in the app before they take
        effect.
      </p>
    ),
  },
];

/** The privacy policy (/privacy). */
export function PrivacyPage() {
  return <LegalLayout title="Privacy Policy" updated="November 2026" sections={SECTIONS} />;
}
