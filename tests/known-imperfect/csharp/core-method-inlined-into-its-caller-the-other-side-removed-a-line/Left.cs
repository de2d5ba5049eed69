using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

namespace Acme.Messaging;

public sealed class QueuePublisher
{
    private readonly IQueueClient _client;
    private readonly ILogger<QueuePublisher> _logger;

    public QueuePublisher(IQueueClient client, ILogger<QueuePublisher> logger)
    {
        _client = client;
        _logger = logger;
    }

    public Task PublishAsync(Message message) => PublishAsync(message, CancellationToken.None);

    public async Task PublishAsync(Message message, CancellationToken cancellationToken)
    {
        _logger.LogDebug("Publishing {MessageId} to {Queue}", message.Id, _client.QueueName);
        message.Headers["sent-at"] = DateTimeOffset.UtcNow.ToString("O");
        await _client.SendAsync(message.Serialize(), cancellationToken);
        _logger.LogInformation("Published {MessageId}", message.Id);
    }
}
