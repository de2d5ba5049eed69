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
            Action<Invoice> send = invoice => {
                if (invoice.BillingContact != null) {
                    Send(invoice.Number, invoice.BillingContact.Email, options.Template);
                }
            };

            return send;
        }
    }
}
