class A {

	@Nullable
	protected String targetBeanName;

	private int x;
}
