class A {

<<<<<<< left
	private @Nullable String targetBeanName;
||||||| base
	@Nullable
	private String targetBeanName;
=======
	@Nullable
	protected String targetBeanName;
>>>>>>> right

	private int x;
}
