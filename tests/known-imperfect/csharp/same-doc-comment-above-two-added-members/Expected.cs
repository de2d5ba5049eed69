public class ClientTest
{
    [Fact]
    public void Gets()
    {
        Assert.True(client.Get());
    }

    /// <summary>Checks the client against a live server.</summary>
    [Fact]
    public void Dispatch()
    {
        Assert.True(client.Dispatch());
    }

    /// <summary>Checks the client against a live server.</summary>
    [Fact]
    public void Persist()
    {
        Assert.True(client.Persist());
    }
}
