// What the server alone writes in this language: emails, texts and PDFs (it reads index.ts too).
import email from './email.json';
import pdf from './pdf.json';
import sms from './sms.json';

export default { email, sms, pdf };
