public class Greeter
{
    public string Hello(string name)
    {
        return "Hello, " + name;
    }

    public string Bye(string name)
    {
        return "Bye, " + name;
    }
}
