public class ClientTest
{
    [Fact]
    public void Gets()
    {
        Assert.True(client.Get());
    }
}
