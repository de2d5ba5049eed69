public class ClientTest
{
    [Fact]
    public void Gets()
    {
        Assert.True(client.Get());
    }
<<<<<<< left

    /// <summary>Checks the client against a live server.</summary>
    [Fact]
    public void Dispatch()
    {
        Assert.True(client.Dispatch());
    }
||||||| base
=======

    /// <summary>Checks the client against a live server.</summary>
    [Fact]
    public void Persist()
    {
        Assert.True(client.Persist());
    }
>>>>>>> right
}
