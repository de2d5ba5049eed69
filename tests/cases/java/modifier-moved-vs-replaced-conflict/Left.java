class A {

	private @Nullable String targetBeanName;

	private int x;
}
