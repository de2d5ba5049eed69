pub fn update_tree(leaves: &[Leaf]) -> Result<Root> {
    let merkle_parameters = Arc::new(Parameters::default());
    let tree = MerkleTree::new(merkle_parameters.clone(), leaves)?;
    let root = tree.root();
    Ok(root)
}
