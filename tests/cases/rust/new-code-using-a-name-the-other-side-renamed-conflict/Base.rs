pub fn update_tree(leaves: &[Leaf]) -> Result<Root> {
    let parameters = Arc::new(Parameters::default());
    let tree = MerkleTree::new(parameters.clone(), leaves)?;
    let root = tree.root();
    Ok(root)
}
