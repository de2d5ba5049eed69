public class Convention
{
    public void Apply(Model model)
    {
        Validate(model);
    }

    public static List<string> Messages(Model model)
    {
        var messages = new List<string>();
        foreach (var key in model.Keys)
        {
            string message = Describe(key);
            messages.Add(message);
        }
        return messages;
    }
}
