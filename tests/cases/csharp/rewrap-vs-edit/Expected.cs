using System;
using Microsoft.Extensions.Logging;

namespace Shop.Payments
{
    public sealed class RefundService
    {
        private readonly IPaymentGateway _gateway;
        private readonly ILogger<RefundService> _logger;

        public RefundService(IPaymentGateway gateway, ILogger<RefundService> logger)
        {
            _gateway = gateway;
            _logger = logger;
        }

        public RefundResult Refund(string paymentId, decimal amount)
        {
            var result = _gateway.Refund(
                paymentId,
                amount,
                RefundReason.CustomerRequest, notifyCustomer: true, idempotencyKey: Guid.NewGuid().ToString());
            _logger.LogInformation("Refunded {Amount} on {PaymentId}", amount, paymentId);
            return result;
        }
    }
}
