/** Reports as mail servers and mailbox providers send them, for the bounce mailbox's tests. */

/** A delivery status notification (RFC 3464) about `recipient`, quoting our message's headers. */
export function deliveryStatus(options: {
  recipient: string;
  messageId: string;
  action: "failed" | "delayed";
  status: string;
}) {
  return [
    "From: Mail Delivery System <MAILER-DAEMON@mx.example.org>",
    "To: bounces@agency.example",
    "Subject: Undelivered Mail Returned to Sender",
    "Message-ID: <dsn-1@mx.example.org>",
    "MIME-Version: 1.0",
    'Content-Type: multipart/report; report-type=delivery-status; boundary="REPORT"',
    "",
    "--REPORT",
    "Content-Type: text/plain; charset=us-ascii",
    "",
    "This is the mail system at host mx.example.org. Your message could not be delivered.",
    "",
    "--REPORT",
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; mx.example.org",
    "Arrival-Date: Sat, 28 Nov 2026 10:00:00 +0000",
    "",
    `Final-Recipient: rfc822; ${options.recipient}`,
    `Original-Recipient: rfc822;${options.recipient}`,
    `Action: ${options.action}`,
    `Status: ${options.status}`,
    `Diagnostic-Code: smtp; ${options.status.startsWith("5") ? "550" : "452"} ${options.status} mailbox problem`,
    "",
    "--REPORT",
    "Content-Type: text/rfc822-headers",
    "",
    "From: Ravi Digital <news@agency.example>",
    `To: ${options.recipient}`,
    "Subject: Bounce news",
    `Message-ID: <${options.messageId}>`,
    "",
    "--REPORT--",
    "",
  ].join("\r\n");
}

/** A spam complaint in the Abuse Reporting Format (RFC 5965), the address redacted as providers do. */
export function abuseReport(options: { messageId: string }) {
  return [
    "From: Feedback Loop <fbl@isp.example.net>",
    "To: bounces@agency.example",
    "Subject: FW: Bounce news",
    "Message-ID: <arf-1@isp.example.net>",
    "MIME-Version: 1.0",
    'Content-Type: multipart/report; report-type=feedback-report; boundary="ARF"',
    "",
    "--ARF",
    "Content-Type: text/plain",
    "",
    "This is an email abuse report.",
    "",
    "--ARF",
    "Content-Type: message/feedback-report",
    "",
    "Feedback-Type: abuse",
    "User-Agent: ExampleFBL/1.0",
    "Version: 1",
    "Original-Mail-From: <bounces@agency.example>",
    "",
    "--ARF",
    "Content-Type: message/rfc822",
    "",
    "From: Ravi Digital <news@agency.example>",
    "To: redacted@isp.example.net",
    "Subject: Bounce news",
    `Message-ID: <${options.messageId}>`,
    "",
    "Hello.",
    "",
    "--ARF--",
    "",
  ].join("\r\n");
}
