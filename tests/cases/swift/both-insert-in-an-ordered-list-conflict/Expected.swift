func handle(_ request: Request) throws -> Response {
    try authenticate(request)
<<<<<<< left
    try rateLimit(request)
||||||| base
=======
    log(request)
>>>>>>> right
    let body = try decode(request.body)
    return Response(status: .ok, body: body)
}
