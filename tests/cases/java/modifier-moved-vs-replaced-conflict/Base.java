class A {

	@Nullable
	private String targetBeanName;

	private int x;
}
