func handle(_ request: Request) throws -> Response {
    try authenticate(request)
    try rateLimit(request)
    let body = try decode(request.body)
    return Response(status: .ok, body: body)
}
