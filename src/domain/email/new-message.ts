/** A message sent to the shop (contact form, order page), as its notice to the shop's inbox gives it. */
export type NewMessageInput = { email: string; receivedAt: string; source: string; message: string };

export function newMessageFacts(input: NewMessageInput): [string, string][] {
  return [
    ["From", input.email],
    ["Received", input.receivedAt],
    ["Source", input.source],
  ];
}

/** The notice's text: the facts, a blank line, the message as sent. */
export function newMessageText(input: NewMessageInput): string {
  return `${newMessageFacts(input)
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n")}\n\n${input.message}\n`;
}
