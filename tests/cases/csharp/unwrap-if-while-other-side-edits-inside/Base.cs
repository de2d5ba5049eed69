using System;

namespace Billing.Invoices
{
    public class InvoiceMailer
    {
        private readonly IMailQueue _queue;

        public InvoiceMailer(IMailQueue queue)
        {
            _queue = queue;
        }

        public Action<Invoice> CreateSender(MailOptions options)
        {
            var mailer = this;
            Action<Invoice> send = delegate (Invoice invoice) {
                if (invoice.BillingContact != null) {
                    mailer.Send(invoice.Number, invoice.BillingContact.Email, options.Template);
                }
            };

            return send;
        }
    }
}
