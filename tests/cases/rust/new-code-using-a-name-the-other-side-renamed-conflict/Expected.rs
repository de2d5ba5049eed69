pub fn update_tree(leaves: &[Leaf]) -> Result<Root> {
<<<<<<< left
    let merkle_parameters = Arc::new(Parameters::default());
    let tree = MerkleTree::new(merkle_parameters.clone(), leaves)?;
||||||| base
    let parameters = Arc::new(Parameters::default());
    let tree = MerkleTree::new(parameters.clone(), leaves)?;
=======
    let parameters = Arc::new(Parameters::default());
    let crh = Crh::setup(parameters.crh());
    let tree = MerkleTree::new(parameters.clone(), leaves)?;
>>>>>>> right
    let root = tree.root();
    crh.check(&root)?;
    Ok(root)
}
