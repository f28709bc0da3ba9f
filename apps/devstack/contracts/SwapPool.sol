// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// A small constant-product (x * y = k) pool for local development. One contract keeps the
/// reserves of every pair, so it is the single spender a user approves. The native coin is
/// address(0). Fee 0.3%, like Uniswap v2. Liquidity can be added by anyone and never removed:
/// this is a development stand-in, not a product.
contract SwapPool {
    mapping(address => mapping(address => uint256)) public reserveOf;

    event LiquidityAdded(address indexed provider, address indexed tokenA, address indexed tokenB, uint256 amountA, uint256 amountB);
    event Swap(
        address indexed sender,
        address indexed tokenIn,
        address indexed tokenOut,
        uint256 amountIn,
        uint256 amountOut,
        address to
    );

    function getReserves(address tokenA, address tokenB) public view returns (uint256 reserveA, uint256 reserveB) {
        reserveA = reserveOf[tokenA][tokenB];
        reserveB = reserveOf[tokenB][tokenA];
    }

    function getAmountOut(address tokenIn, address tokenOut, uint256 amountIn) public view returns (uint256) {
        (uint256 reserveIn, uint256 reserveOut) = getReserves(tokenIn, tokenOut);
        require(reserveIn > 0 && reserveOut > 0, "SwapPool: no liquidity for pair");
        uint256 inWithFee = amountIn * 997;
        return (inWithFee * reserveOut) / (reserveIn * 1000 + inWithFee);
    }

    function addLiquidity(address tokenA, address tokenB, uint256 amountA, uint256 amountB) external payable {
        require(tokenA != tokenB, "SwapPool: identical tokens");
        _pull(tokenA, amountA);
        _pull(tokenB, amountB);
        reserveOf[tokenA][tokenB] += amountA;
        reserveOf[tokenB][tokenA] += amountB;
        emit LiquidityAdded(msg.sender, tokenA, tokenB, amountA, amountB);
    }

    function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to)
        external
        payable
        returns (uint256 amountOut)
    {
        require(amountIn > 0, "SwapPool: zero amount");
        require(tokenIn == address(0) || msg.value == 0, "SwapPool: unexpected native value");
        amountOut = getAmountOut(tokenIn, tokenOut, amountIn);
        require(amountOut >= minAmountOut, "SwapPool: slippage exceeded");
        require(amountOut < reserveOf[tokenOut][tokenIn], "SwapPool: insufficient liquidity");
        _pull(tokenIn, amountIn);
        reserveOf[tokenIn][tokenOut] += amountIn;
        reserveOf[tokenOut][tokenIn] -= amountOut;
        _push(tokenOut, to, amountOut);
        emit Swap(msg.sender, tokenIn, tokenOut, amountIn, amountOut, to);
    }

    // Native value must match exactly what the call says it brings, so no coin is left behind.
    function _pull(address token, uint256 amount) internal {
        if (token == address(0)) {
            require(msg.value == amount, "SwapPool: wrong native amount");
            return;
        }
        // Tether-style tokens return nothing: accept an empty return or a true bool.
        (bool ok, bytes memory ret) =
            token.call(abi.encodeWithSignature("transferFrom(address,address,uint256)", msg.sender, address(this), amount));
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "SwapPool: transferFrom failed");
    }

    function _push(address token, address to, uint256 amount) internal {
        if (token == address(0)) {
            (bool sent,) = to.call{value: amount}("");
            require(sent, "SwapPool: native transfer failed");
            return;
        }
        (bool ok, bytes memory ret) = token.call(abi.encodeWithSignature("transfer(address,uint256)", to, amount));
        require(ok && (ret.length == 0 || abi.decode(ret, (bool))), "SwapPool: transfer failed");
    }
}
