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
                var email = invoice.BillingContact?.Email ?? invoice.Customer.Email;

                Send(invoice.Number, email, options.Template);
            };

            return send;
        }
    }
}
