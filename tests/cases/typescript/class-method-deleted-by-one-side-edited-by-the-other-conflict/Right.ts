import { Injectable } from "@angular/core";
import { HttpClient, HttpParams } from "@angular/common/http";
import { Observable } from "rxjs";
import { Order } from "./order";

@Injectable({ providedIn: "root" })
export class OrderService {
  constructor(private readonly http: HttpClient) {}

  list(page = 1): Observable<Order[]> {
    const params = new HttpParams().set("page", page);
    return this.http.get<Order[]>("/api/orders", { params });
  }

  /** @deprecated use `list()`; the backend stops paging by offset in 3.0 */
  listByOffset(offset: number, limit = 20): Observable<Order[]> {
    const params = new HttpParams()
      .set("offset", offset)
      .set("limit", Math.min(limit, 100));
    return this.http.get<Order[]>("/api/orders", { params });
  }

  get(id: string): Observable<Order> {
    return this.http.get<Order>(`/api/orders/${id}`);
  }
}
