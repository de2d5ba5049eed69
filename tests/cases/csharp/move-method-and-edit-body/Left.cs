public class Greeter
{
    public string Bye(string name)
    {
        return "Bye, " + name;
    }

    public string Hello(string name)
    {
        return "Hello, " + name;
    }
}
