pub fn update_tree(leaves: &[Leaf]) -> Result<Root> {
    let parameters = Arc::new(Parameters::default());
    let crh = Crh::setup(parameters.crh());
    let tree = MerkleTree::new(parameters.clone(), leaves)?;
    let root = tree.root();
    crh.check(&root)?;
    Ok(root)
}
