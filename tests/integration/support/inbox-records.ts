import { storeContactMessage } from "@/server/messages/contact-messages";

/** A contact message stored the way the contact route stores it (status: new). */
export async function storeInboxMessage(email: string, message: string, at: string): Promise<string> {
  const id = crypto.randomUUID();
  await storeContactMessage({
    id,
    emailId: crypto.randomUUID(),
    email,
    message,
    source: "contact",
    shopInbox: "shop@runeforge.test",
    subject: "Contact form: a new message",
    now: new Date(at),
  });
  return id;
}
