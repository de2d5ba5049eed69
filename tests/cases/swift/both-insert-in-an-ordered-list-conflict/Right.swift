func handle(_ request: Request) throws -> Response {
    try authenticate(request)
    log(request)
    let body = try decode(request.body)
    return Response(status: .ok, body: body)
}
