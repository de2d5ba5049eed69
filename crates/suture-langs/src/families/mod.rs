//! One module per language family, each a table of profiles built from the constructors
//! of [`suture_core::profile`]. Nothing here runs at merge time except building the tables.

mod build_tools;
mod c_family;
mod data;
mod docs;
mod dotnet;
mod functional;
mod go;
mod jvm;
mod python;
mod rust;
mod schema;
mod scripting;
mod systems;
mod web;

use suture_core::profile::LanguageProfile;

/// Every profile of every family, in a stable order (the order of the README table).
pub(crate) fn all() -> Vec<LanguageProfile> {
    let families: [fn() -> Vec<LanguageProfile>; 14] = [
        rust::profiles,
        c_family::profiles,
        dotnet::profiles,
        go::profiles,
        jvm::profiles,
        web::profiles,
        python::profiles,
        data::profiles,
        docs::profiles,
        scripting::profiles,
        functional::profiles,
        systems::profiles,
        build_tools::profiles,
        schema::profiles,
    ];
    families.iter().flat_map(|family| family()).collect()
}
