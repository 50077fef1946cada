import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

/** One e-mail through the SMTP server of `SMTP_URL` (smtp://user:pass@host:port). */
export async function sendEmail(smtpUrl: string, from: string, mail: OutgoingEmail): Promise<void> {
  const transport = nodemailer.createTransport(smtpUrl);
  try {
    await transport.sendMail({ from, ...mail });
  } finally {
    transport.close();
  }
}
