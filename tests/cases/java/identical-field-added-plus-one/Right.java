public class Employee {
    private String name;
    private int age;
    private String email;
}
