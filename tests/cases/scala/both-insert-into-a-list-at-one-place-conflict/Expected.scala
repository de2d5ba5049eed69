package com.example.pipeline

object Stages {
  val all: List[Stage] = List(
    Parse,
    Validate,
<<<<<<< left
    Enrich,
||||||| base
=======
    Deduplicate,
>>>>>>> right
    Persist,
  )
}
