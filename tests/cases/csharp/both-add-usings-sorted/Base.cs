using System;
using System.IO;
using System.Text;

public static class Files
{
    public static string ReadAll(string path) => File.ReadAllText(path, Encoding.UTF8);
}
