<?php

namespace App\Http\Controllers;

use App\Models\User;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Gate;

class UserController extends Controller
{
    public function show(Request $request, User $user)
    {
        return view('users.show', ['user' => $user]);
    }
}
