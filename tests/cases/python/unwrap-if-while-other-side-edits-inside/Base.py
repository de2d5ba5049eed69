from reports.store import ReportStore


class ReportService:
    def __init__(self, store: ReportStore):
        self.store = store

    def renderer(self, settings):
        service = self

        def render(request, service=service):
            if request.period is not None:
                return service.render_report(request.account, request.period, settings.locale)

        return render
